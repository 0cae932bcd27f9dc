import { Camera, CameraOff, Loader2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "#web/components/ui/button";
import { useTranslation } from "#web/lib/translation";
import { keepLoadedFiles } from "../lib/installable";
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
    } catch (error) {
      stop();
      setState({ kind: "error", problem: problemOf(error) });
      return;
    }
    // The video element is always rendered (hidden while the camera is off), so it is there now.
    const element = video.current;
    if (!element) return;
    element.srcObject = stream.current;
    setState({ kind: "on" });
    await element.play().catch(() => undefined);
    let reading = false;
    let kept = false;
    timer.current = window.setInterval(async () => {
      if (reading || element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return;
      reading = true;
      try {
        const codes = await reader.read(element);
        if (!kept) {
          // The reader and its WebAssembly are loaded by now: kept for a camera started offline later.
          kept = true;
          keepLoadedFiles();
        }
        for (const code of codes) {
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
      <video
        ref={video}
        muted
        playsInline
        hidden={!on}
        aria-label={t("door.camera.view")}
        className="aspect-[4/3] w-full max-w-md rounded-lg bg-black object-cover"
      />
    </div>
  );
}
