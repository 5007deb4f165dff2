import { describe, expect, it } from 'vitest';
import { projectDataSchema } from '../../../shared/assistant/project-data';
import { extractStepGuide } from '../../../shared/guides/step-guide';
import { findGuideById, guides } from '../knowledge';
import { guideAnswerMarkdown } from './guide-answer';
import { PRO_LABOR_RATE_USD, projectFromGuide } from './project-from-guide';
import { ask, panelGuide } from './test-helpers';

const section = (markdown: string, heading: string) => {
  const start = markdown.indexOf(`### ${heading}\n`);
  if (start < 0) return '';
  const rest = markdown.slice(start + heading.length + 5);
  const end = rest.indexOf('\n### ');
  return end < 0 ? rest : rest.slice(0, end);
};

describe('how-to questions', () => {
  const answer = ask('How do I fix a dripping faucet?');

  it('gives the matching guide with project data', () => {
    expect(answer.kind).toBe('guide');
    expect(answer.guideId).toBe('fix-dripping-faucet');
    expect(answer.project?.guideId).toBe('fix-dripping-faucet');
  });

  it('has steps and a title that step-guide extraction recognises', () => {
    const guide = panelGuide(answer);
    expect(guide?.title).toBe('How to fix a dripping faucet');
    expect(guide?.steps.length).toBeGreaterThanOrEqual(3);
    expect(guide?.steps[0]).toMatch(/^\*\*Shut off the water/);
  });

  it('lists tools, priced materials, when to call a pro, difficulty and time', () => {
    expect(section(answer.markdown, 'Tools')).toContain('- Adjustable wrench');
    expect(section(answer.markdown, 'Materials')).toContain(
      '- 1 × Replacement faucet cartridge (each) — $20.00',
    );
    expect(section(answer.markdown, 'When to call a pro')).toMatch(/^- /m);
    expect(answer.markdown).toContain(
      '**Difficulty:** Beginner · **Time:** 30 min - 1.5 hours · **Estimated materials cost:** $31',
    );
    expect(answer.markdown).toContain('Ask me to explain any step, or what it will cost.');
  });

  it('links each material to retailer search pages with the name URL-encoded', () => {
    const buy = section(answer.markdown, 'Where to buy');
    expect(buy).toContain('[Home Depot](https://www.homedepot.com/s/Plumber%27s%20grease)');
    expect(buy).toContain("[Lowe's](https://www.lowes.com/search?searchTerm=Plumber%27s%20grease)");
    expect(buy).toContain('[Amazon](https://www.amazon.com/s?k=O-ring%20and%20washer%20kit)');
  });

  it('escapes brackets so a material name cannot end the markdown link early', () => {
    const markdown = ask('how do I regrout tile').markdown;
    expect(markdown).toContain('https://www.amazon.com/s?k=Grout%20%28sanded%20or%20unsanded%29');
  });

  it('prices the job as materials plus a pro labor estimate at the documented rate', () => {
    const project = answer.project;
    expect(project).toBeDefined();
    if (!project) return;
    expect(project.materialsCost).toBe(31);
    // 0.5-1.5 hours: 1 hour on average.
    expect(project.estimatedCost).toBe(31 + PRO_LABOR_RATE_USD);
    expect(answer.markdown).toContain(`$${PRO_LABOR_RATE_USD} in labor`);
    expect(answer.markdown).toContain('doing it yourself saves that');
  });

  it('puts a safety callout before the steps', () => {
    const callout = answer.markdown.indexOf('> ⚠️ **Safety first:**');
    expect(callout).toBeGreaterThan(0);
    expect(callout).toBeLessThan(answer.markdown.indexOf('### Steps'));
  });

  // Straight to the composer: which guide a title finds is the retrieval tests' business.
  it.each(guides.map((guide) => [guide.id, guide] as const))(
    '%s: valid, consistent project data and an extractable step guide',
    (_id, guide) => {
      const project = projectDataSchema.parse(projectFromGuide(guide));
      expect(project.estimatedCost).toBeGreaterThanOrEqual(project.materialsCost);
      const sum = project.materials.reduce((total, m) => total + m.totalCost, 0);
      expect(sum).toBeCloseTo(project.materialsCost, 2);
      for (const m of project.materials) expect(m.totalCost).toBeCloseTo(m.qty * m.unitCost, 2);
      const markdown = guideAnswerMarkdown(guide, []);
      const extracted = extractStepGuide(markdown);
      expect(extracted?.steps).toHaveLength(Math.min(guide.steps.length, 10));
      expect(extracted?.title).toMatch(/^How to /);
    },
  );

  it('keeps acronyms in the sentence-case title', () => {
    expect(panelGuide(ask('install a gfci outlet'))?.title).toBe('How to install a GFCI outlet');
  });

  it('says so when there is nothing to buy', () => {
    const answer = ask('how do I unclog a toilet');
    expect(answer.guideId).toBe('unclog-toilet');
    expect(answer.markdown).not.toContain('### Where to buy');
    expect(answer.project?.materialsCost).toBe(0);
  });
});

describe('questions without a confident guide', () => {
  it('declines off-topic questions with suggestions and no steps', () => {
    const answer = ask("What's the capital of France?");
    expect(answer.kind).toBe('off-topic');
    expect(answer.guideId).toBeUndefined();
    expect(answer.project).toBeUndefined();
    expect(answer.markdown).toContain('home-improvement');
    expect(answer.markdown).toContain('**Fix a Dripping Faucet**');
    expect(panelGuide(answer)).toBeNull();
  });

  it.each(['how do I fix my car', 'replace my iphone screen', 'write me a poem'])(
    'treats "%s" as off-topic',
    (question) => {
      expect(ask(question).kind).toBe('off-topic');
    },
  );

  it('admits having no guide for a DIY job and suggests the three nearest', () => {
    const answer = ask('how do I build a treehouse');
    expect(answer.kind).toBe('no-match');
    expect(answer.markdown).toContain("I don't have a guide for that yet");
    const rows = answer.markdown.split('\n').filter((line) => line.startsWith('| **'));
    expect(rows).toHaveLength(3);
    expect(panelGuide(answer)).toBeNull();
    expect(answer.markdown).not.toMatch(/^\s*\d+[.)]\s/m);
  });

  it('asks which project a follow-up is about when there is none yet', () => {
    const answer = ask('what tools do I need?');
    expect(answer.kind).toBe('no-match');
    expect(answer.markdown).toContain('Which project is this for?');
    expect(panelGuide(answer)).toBeNull();
  });

  it('does not let follow-up words alone pick a guide', () => {
    // "take" on its own matches the wallpaper guide's synonyms.
    expect(ask('how long will it take?').guideId).toBeUndefined();
  });

  it('answers a greeting without steps', () => {
    const answer = ask('hi there');
    expect(answer.markdown).toMatch(/^Hi!/);
    expect(panelGuide(answer)).toBeNull();
  });
});

describe('performance', () => {
  it('is deterministic', () => {
    const first = ask('install a ceiling fan');
    expect(ask('install a ceiling fan')).toEqual(first);
    expect(findGuideById(first.guideId ?? '')).toBeDefined();
  });
});
