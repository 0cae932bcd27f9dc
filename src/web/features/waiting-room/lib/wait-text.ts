import type { TFunction } from "#web/lib/translation";
import type { WaitWords } from "./queue-view";

/** An estimated wait in the visitor's language. */
export function waitText(t: TFunction, words: WaitWords): string {
  switch (words.key) {
    case "unknown":
      return t("waitingRoom.wait.unknown");
    case "lessThanMinute":
      return t("waitingRoom.wait.lessThanMinute");
    case "minutes":
      return t("waitingRoom.wait.minutes", { count: words.count });
    case "hours":
      return t("waitingRoom.wait.hours", { hours: words.hours, minutes: words.minutes });
  }
}
