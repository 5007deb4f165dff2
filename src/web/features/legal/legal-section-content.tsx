import type { LegalBlock, LegalSection } from './legal-types';

function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-2 pl-5 marker:text-brand-700">
      {block.list.map((item, index) => (
        <li key={index}>
          {typeof item === 'string' ? (
            item
          ) : (
            <>
              <strong className="font-semibold text-ink">{item.term}</strong> {item.text}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** One section of a legal document; its heading takes focus when the section is jumped to. */
export function LegalSectionContent({ section }: { section: LegalSection }) {
  return (
    <section id={section.id} className="scroll-mt-24">
      <h2
        id={`${section.id}-heading`}
        tabIndex={-1}
        className="rounded-sm text-xl font-semibold tracking-tight sm:text-2xl"
      >
        {section.title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed break-words text-stone-700">
        {section.body.map((block, index) => (
          <LegalBlockView key={index} block={block} />
        ))}
      </div>
    </section>
  );
}
