import { formatGuideTime } from './knowledge';
import type { Guide } from './knowledge';
import { bestGuide, searchGuides } from './retrieval';

/** The guides a question is about: the conversation's own first, then the best matches. */
export function groundingGuides(question: string, conversationGuide?: Guide): Guide[] {
  const matches = searchGuides(question, 2).map((match) => match.guide);
  const all = conversationGuide ? [conversationGuide, ...matches] : matches;
  return all
    .filter((guide, index) => all.findIndex((g) => g.id === guide.id) === index)
    .slice(0, 2);
}

/** A compact, faithful text form of a guide for a model's context. */
export function guideAsContext(guide: Guide): string {
  const lines = [
    `# ${guide.title} (${guide.difficulty}, ${formatGuideTime(guide.time)})`,
    guide.summary,
    'Steps:',
    ...guide.steps.map(
      (step, i) => `${i + 1}. ${step.title}${step.detail ? ` — ${step.detail}` : ''}`,
    ),
    `Tools: ${guide.tools.join(', ')}`,
    `Materials: ${guide.materials
      .map((m) => `${m.quantity} ${m.unit} ${m.name} (~$${m.unitCost.toFixed(2)} each)`)
      .join('; ')}`,
    `Safety: ${guide.safety.join(' ')}`,
    `Call a pro when: ${guide.callAPro.join(' ')}`,
  ];
  return lines.join('\n');
}

export function confidentGuide(question: string): Guide | undefined {
  const match = bestGuide(question);
  return match?.confident ? match.guide : undefined;
}
