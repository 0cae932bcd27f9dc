import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSession } from "#web/features/auth";
import { type ErrorExplanation, explainError } from "#web/lib/explain-error";
import { solveProof } from "#web/lib/proof";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { fetchChallenge, joinQueue, queueKeys } from "./api/queue";

export type JoinStage = "idle" | "checking" | "joining";

/**
 * Joining an event's queue: a fresh challenge from the server, solved in the browser (with its
 * progress), then sent with the join request. A failure is explained and the button is offered
 * again; leaving the page stops the search.
 */
export function useJoin(eventId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const [stage, setStage] = useState<JoinStage>("idle");
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<ErrorExplanation | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  async function join() {
    if (stage !== "idle") return;
    const controller = new AbortController();
    abort.current = controller;
    setError(null);
    setProgress(0);
    setStage("checking");
    try {
      const challenge = await fetchChallenge();
      const proof = await solveProof(challenge, setProgress, controller.signal);
      if (controller.signal.aborted) return;
      // No number in the range solved it: the server would refuse the same, so say so now.
      if (proof === null) throw Object.assign(new Error("unsolved"), { unsolved: true });
      setStage("joining");
      const status = await joinQueue(eventId, proof);
      queryClient.setQueryData(queueKeys.status(eventId, session.user?.id ?? null), status);
    } catch (failure) {
      if (controller.signal.aborted) return;
      const explained =
        failure instanceof Error && "unsolved" in failure
          ? { title: t("waitingRoom.join.failedTitle"), description: t("errors.reasons.queue_proof_invalid") }
          : explainError(t, failure);
      setError(explained);
      toast.error(t("waitingRoom.join.failedTitle"), { description: explained.description });
      // The refusal may come from a queue that changed meanwhile (closed, sold out): show it.
      void queryClient.invalidateQueries({ queryKey: queueKeys.status(eventId, session.user?.id ?? null) });
    } finally {
      if (!controller.signal.aborted) setStage("idle");
    }
  }

  return { stage, progress, error, join };
}
