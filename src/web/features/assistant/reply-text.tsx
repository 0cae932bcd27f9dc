import { Link } from "react-router";
import { pageLabelKey, splitReply } from "#domain/assistant/links";
import { type Language, translate } from "#domain/i18n/translate";

/**
 * A reply as text nodes, with the site's page paths (/box-office) as links that navigate in the
 * app, named by the page's title in the visitor's language ("Box Office", "Taquilla") rather than
 * by the path, in the reply's language. Nothing else is interpreted: markup, markdown and "javascript:" stay visible text.
 */
export function ReplyText({ text, language, onNavigate }: { text: string; language: Language; onNavigate(): void }) {
  // The link is named in the reply's language, like the sentence around it.
  const label = (path: string) => {
    const key = pageLabelKey(path);
    return key ? translate(language, key) : path;
  };
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
            {label(segment.path)}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reorder.
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
