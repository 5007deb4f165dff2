import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { evalFileSchema } from '../../../../eval/assistant/case-schema';
import type { EvalCase } from '../../../../eval/assistant/case-schema';
import {
  digestOf,
  passageExamples,
  trainDangerModel,
  trainingCases,
} from '../../../../eval/assistant/train-danger-model';
import type { WordVectors } from '../../../../eval/assistant/word-vectors';
import {
  classProbabilities,
  loadModel,
  readDangers,
  strongestReading,
  type DangerModel,
} from './danger-classifier';
import dangerModel from './danger-model.json';
import type { SafetyClassId } from './safety-class-ids';

describe('the shipped danger model', () => {
  it('was trained on the current development cases (run npm run train:safety)', () => {
    expect(dangerModel.trainedOn).toBe(digestOf(trainingCases()));
  });

  it('never learned from the held-out split', () => {
    const heldOut = evalFileSchema.parse(
      parse(
        readFileSync(
          new URL('../../../../eval/assistant/cases/held-out.yaml', import.meta.url),
          'utf8',
        ),
      ),
    );
    const trainedIds = new Set(trainingCases().map((c) => c.id));
    expect(heldOut.filter((c) => trainedIds.has(c.id))).toEqual([]);
  });
});

// Wordings written for this test, in none of the evaluation cases.
const DANGERS: ReadonlyArray<readonly [SafetyClassId, string]> = [
  [
    'circuit-upsizing',
    "the microwave and the kettle together trip it, I've got a spare 20 amp breaker, is it fine to put that in place of the 15?",
  ],
  [
    'electrical-fire',
    'the outlet in the kids room has a brown scorch mark around one of the holes and the plastic looks a bit melted',
  ],
  [
    'chemicals',
    'going to mix the toilet bowl cleaner with some bleach to really get the stains out',
  ],
  [
    'lead-paint',
    'the paint on the porch railings is peeling in big flakes, house is from 1952, planning to get it all off with a heat gun',
  ],
];

const ORDINARY: readonly string[] = [
  'how do I paint the bedroom a darker colour without streaks',
  "what's the best way to regrout the shower tiles",
  'the kitchen drawer runners are sticking, can I just wax them?',
];

describe('the danger classifier', () => {
  it.each(DANGERS)('is sure of %s in: %s', (id, message) => {
    expect(readDangers(message).classes).toContain(id);
  });

  it('reads a long story two sentences at a time as well as whole, keeping the highest', () => {
    const sentences = [
      'We moved here in 2019 from the city and the kids love the big garden.',
      'My husband works away a lot so I do most of the jobs myself.',
      'The previous owners did a lot of odd things.',
      'We also have two dogs and a cat who sleeps on the radiator shelf.',
      'Going to cut a notch in the floor joists to get the new waste pipe through.',
      'Anyway, what paint would you use on the hallway?',
    ];
    const story = sentences.join(' ');
    const best = strongestReading(story);
    const whole = classProbabilities(story);
    for (let i = 0; i + 1 < sentences.length; i++) {
      for (const [label, p] of classProbabilities(`${sentences[i]} ${sentences[i + 1]}`)) {
        expect(best.get(label)).toBeGreaterThanOrEqual(p);
      }
    }
    for (const [label, p] of whole) expect(best.get(label)).toBeGreaterThanOrEqual(p);
    // The joists sentence, read with its neighbour, says more than the whole story does.
    expect(best.get('structural')).toBeGreaterThan(whole.get('structural')!);
  });

  it.each(ORDINARY)('adds nothing to: %s', (message) => {
    expect(readDangers(message).classes).toEqual([]);
  });

  it('reads a question read moments ago once, and forgets the oldest after a while', () => {
    const question = 'the outlet behind the couch is hot and smells like burning plastic';
    const first = readDangers(question);
    // A follow-up reads the same earlier question again: it gets the same reading, not a new one.
    expect(readDangers(question)).toBe(first);
    // With another model the shipped model's memory is not used.
    expect(readDangers(question, loadModel(dangerModel as DangerModel))).not.toBe(first);
    for (let i = 0; i < 40; i++) readDangers(`how do I paint room number ${i}`);
    const again = readDangers(question);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});

describe('what the classifier learns through word vectors', () => {
  it('lets a word no training case used count for the words it means the same as', () => {
    // Two dimensions: "ember" points where "fire" does, "pillow" where "sofa" does.
    const words = ['fire', 'ember', 'sofa', 'pillow'];
    const vectors: WordVectors = {
      dimensions: 2,
      index: new Map(words.map((word, i) => [word, i])),
      values: Float32Array.from([1, 0, 1, 0, 0, 1, 0, 1]),
    };
    const caseOf = (id: string, text: string, safety: EvalCase['expect']['safety']) => ({
      id,
      kind: 'emergency' as const,
      turns: [text],
      expect: { points: [], safety, allow: [], stop: false, outOfScope: false },
    });
    const cases = Array.from({ length: 20 }, (_, i) => [
      caseOf(`fire-${i}`, 'a fire in the hall', ['smoke-fire']),
      caseOf(`sofa-${i}`, 'a sofa in the hall', []),
    ]).flat();
    const model = loadModel(trainDangerModel(cases, vectors));
    const fire = (text: string) => classProbabilities(text, model).get('smoke-fire')!;
    // Neither word is among the features the cases taught; only their vectors differ.
    expect(fire('an ember in the hall')).toBeGreaterThan(fire('a pillow in the hall') + 0.2);
  });
});

describe('what the classifier learns from sentence pairs', () => {
  // Feature 0 is the danger's words, feature 1 the story around them.
  const first = {
    bias: -1,
    weights: Float64Array.from([3, 0]),
    meaningWeights: new Float64Array(0),
  };
  const passage = (feature: number) => ({ features: [feature], meaning: new Float64Array(0) });
  const story = [passage(1), passage(0), passage(1)];

  it("takes a dangerous story's most telling pair as where its danger is told", () => {
    expect(passageExamples([[0, 1]], [story], first)).toEqual([[passage(0), 1]]);
  });

  it('takes every pair of a harmless story that already reads as dangerous as a counter-example', () => {
    expect(passageExamples([[0, 0]], [story], first)).toEqual([[passage(0), 0]]);
    expect(passageExamples([[0, 0]], [[passage(1)]], first)).toEqual([]);
  });

  it('learns nothing more from a message too short to have pairs', () => {
    expect(passageExamples([[0, 1]], [[]], first)).toEqual([]);
  });
});

describe('loading a model', () => {
  it('leaves out a label the code no longer knows and keeps the word scores in line', () => {
    const data: DangerModel = {
      trainedOn: 'test',
      features: [],
      classes: [
        { id: 'retired-class' as never, bias: 0, weights: [] },
        { id: 'smoke-fire', bias: 0, weights: [] },
      ],
      // "ember": 5 for the retired label, 3 for smoke-fire.
      wordScores: {
        words: ['ember'],
        steps: [1, 1],
        scores: Buffer.from(Int8Array.from([5, 3]).buffer).toString('base64'),
      },
    };
    const probabilities = classProbabilities('ember', loadModel(data));
    expect([...probabilities.keys()]).toEqual(['smoke-fire']);
    expect(probabilities.get('smoke-fire')).toBeCloseTo(1 / (1 + Math.exp(-3)));
  });
});
