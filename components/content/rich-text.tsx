/** Plain copy with blank-line paragraphs and line breaks; copy never becomes HTML. */
export function RichText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim() !== "");
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="mt-3 first:mt-0">
          {paragraph.split("\n").map((line, lineIndex, lines) => (
            <span key={lineIndex}>
              {line}
              {lineIndex < lines.length - 1 ? <br /> : null}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
