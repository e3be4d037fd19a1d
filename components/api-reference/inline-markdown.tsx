import { Fragment } from "react";

/** Renders the small Markdown subset used in our descriptions: paragraphs, "- " lists, `code`, **bold**. */
export function InlineMarkdown({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((block, blockIndex) => {
        const lines = block.split("\n");
        if (lines.every((line) => line.startsWith("- "))) {
          return (
            <ul key={blockIndex}>
              {lines.map((line, index) => <li key={index}>{inline(line.slice(2))}</li>)}
            </ul>
          );
        }
        const [first, ...rest] = lines;
        if (rest.length && rest.every((line) => line.startsWith("- "))) {
          return (
            <Fragment key={blockIndex}>
              <p>{inline(first ?? "")}</p>
              <ul>{rest.map((line, index) => <li key={index}>{inline(line.slice(2))}</li>)}</ul>
            </Fragment>
          );
        }
        return <p key={blockIndex}>{inline(block)}</p>;
      })}
    </>
  );
}

function inline(text: string) {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*)/g).map((part, index) => {
    if (part.startsWith("`") && part.endsWith("`")) return <code key={index}>{part.slice(1, -1)}</code>;
    if (part.startsWith("**") && part.endsWith("**")) return <strong key={index}>{part.slice(2, -2)}</strong>;
    return <Fragment key={index}>{part}</Fragment>;
  });
}
