import { Camera, CameraOff, Loader2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button";
import type { QrReader } from "../lib/qr-reader";

/** How often a frame is read while the camera runs. */
const READ_EVERY_MS = 200;
/** The same code seen again within this time is the same scan (a code stays in view a while). */
const SAME_CODE_MS = 3_000;

type CameraProblem = "denied" | "none" | "unsupported" | "busy" | "failed";
type CameraState = { kind: "off" } | { kind: "starting" } | { kind: "on" } | { kind: "error"; problem: CameraProblem };

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "none";
  if (name === "NotReadableError" || name === "AbortError") return "busy";
  return "failed";
}

/**
 * Scanning with the device's camera, started by the staff member (never by itself: the browser
 * asks for permission). Why it cannot start is said in words; the ticket code field works anyway.
 */
export function CameraScanner({ onScan }: { onScan: (code: string) => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CameraState>({ kind: "off" });
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | null>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const scanRef = useRef(onScan);
  scanRef.current = onScan;

  const stop = useCallback(() => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, []);

  useEffect(() => stop, [stop]);

  async function start() {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ kind: "error", problem: "unsupported" });
      return;
    }
    setState({ kind: "starting" });
    let reader: QrReader;
    try {
      const [media, made] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false }),
        import("../lib/qr-reader").then((module) => module.createQrReader()),
      ]);
      stream.current = media;
      reader = made;
      setState({ kind: "on" });
    } catch (error) {
      stop();
      setState({ kind: "error", problem: problemOf(error) });
      return;
    }
    // The video element renders once the state is "on".
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const element = video.current;
    if (!element || !stream.current) return;
    element.srcObject = stream.current;
    await element.play().catch(() => undefined);
    let reading = false;
    timer.current = window.setInterval(async () => {
      if (reading || element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return;
      reading = true;
      try {
        for (const code of await reader.read(element)) {
          const now = Date.now();
          if (last.current && last.current.code === code && now - last.current.at < SAME_CODE_MS) {
            last.current.at = now;
            continue;
          }
          last.current = { code, at: now };
          scanRef.current(code);
        }
      } catch {
        // A frame that cannot be read is skipped.
      } finally {
        reading = false;
      }
    }, READ_EVERY_MS);
  }

  const on = state.kind === "on";
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {on ? (
          <Button
            variant="outline"
            onClick={() => {
              stop();
              setState({ kind: "off" });
            }}
          >
            <CameraOff aria-hidden="true" />
            {t("door.camera.stop")}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => void start()} disabled={state.kind === "starting"}>
            {state.kind === "starting" ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Camera aria-hidden="true" />
            )}
            {state.kind === "starting" ? t("door.camera.starting") : t("door.camera.start")}
          </Button>
        )}
        {on && <p className="text-sm text-muted-foreground">{t("door.camera.aim")}</p>}
      </div>
      {state.kind === "error" && (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
          {t(`door.camera.${state.problem}`)}
        </p>
      )}
      {on && (
        <video
          ref={video}
          muted
          playsInline
          aria-label={t("door.camera.view")}
          className="aspect-square w-full max-w-md rounded-lg bg-black object-cover"
        />
      )}
    </div>
  );
}
