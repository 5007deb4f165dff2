import { costRange, formatHours, type Entry } from '../knowledge/knowledge-base';

/** A compact, faithful text form of an entry for a model's context. */
export function entryAsContext(entry: Entry): string {
  const pro = `Call a ${entry.pro.trade.replace(/-/g, ' ')} when: ${entry.pro.when.join(' ')}${entry.pro.cost ? ` Typical cost ${costRange(entry.pro.cost)}.` : ''}`;
  const faq = (entry.faq ?? []).map((f) => `Q: ${f.question} A: ${f.answer}`);
  if (entry.kind === 'how-to') {
    return [
      `# ${entry.title} (how-to, ${entry.difficulty}, ${formatHours(entry.time)}${entry.scope ? `, materials for ${entry.scope}` : ''}) [id: ${entry.id}]`,
      entry.summary,
      'Steps:',
      ...entry.steps.map((s, i) => `${i + 1}. ${s.title}${s.detail ? ` — ${s.detail}` : ''}`),
      `Tools: ${entry.tools.join(', ')}`,
      `Materials: ${entry.materials.map((m) => `${m.quantity} ${m.unit} ${m.name} (~$${m.unitCost.toFixed(2)} each)`).join('; ')}`,
      `Safety: ${entry.safety.join(' ')}`,
      pro,
      ...faq,
      `Basis: ${entry.basis}`,
    ].join('\n');
  }
  return [
    `# ${entry.title} (troubleshooting) [id: ${entry.id}]`,
    entry.summary,
    'Likely causes, most common first:',
    ...entry.causes.map(
      (c, i) =>
        `${i + 1}. ${c.name} — signs: ${c.signs} Checks: ${c.checks.join(' ')} Fix: ${c.fix} (${c.diy ? `${c.difficulty} DIY` : 'pro'})`,
    ),
    ...(entry.safety?.length ? [`Safety: ${entry.safety.join(' ')}`] : []),
    pro,
    ...faq,
    `Basis: ${entry.basis}`,
  ].join('\n');
}
