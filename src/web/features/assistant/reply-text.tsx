import { Link } from "react-router";
import { splitReply } from "#domain/assistant/links";

/**
 * A reply as text nodes, with the site's page paths (/box-office) as links that navigate in the
 * app. Nothing else is interpreted: markup, markdown and "javascript:" stay visible text.
 */
export function ReplyText({ text, onNavigate }: { text: string; onNavigate(): void }) {
  return (
    <>
      {splitReply(text).map((segment, i) =>
        segment.kind === "link" ? (
          <Link
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reorder.
            key={i}
            to={segment.path}
            onClick={onNavigate}
            className="font-medium underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {segment.path}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reorder.
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
