import { useState } from 'react';
import { Button } from '../../../ui/button';
import {
  filterGuides,
  guideCategories,
  guideDifficulties,
  projectGuides,
  type GuideCategory,
  type GuideDifficulty,
} from '../project-guides';
import { ChipGroup } from './chip-group';
import { GuideCard } from './guide-card';

/** The category and difficulty chips over the six guide cards; the chips really filter. */
export function ProjectGuides() {
  const [category, setCategory] = useState<GuideCategory>('All');
  const [difficulty, setDifficulty] = useState<GuideDifficulty>('All');
  const guides = filterGuides(projectGuides, category, difficulty);
  return (
    <div className="@container flex flex-col gap-4">
      <ChipGroup
        label="Category"
        options={guideCategories}
        value={category}
        onChange={setCategory}
      />
      <ChipGroup
        label="Difficulty"
        options={guideDifficulties}
        value={difficulty}
        onChange={setDifficulty}
      />
      <p className="sr-only" role="status">
        {guides.length} of {projectGuides.length} guides shown
      </p>
      {guides.length > 0 ? (
        <ul
          aria-label="Project guides"
          className="grid grid-cols-1 gap-4 @lg:grid-cols-2 @4xl:grid-cols-3"
        >
          {guides.map((guide) => (
            <li key={guide.id}>
              <GuideCard guide={guide} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line p-8 text-center">
          <p className="font-medium">No guides match these chips yet.</p>
          <Button
            variant="outline"
            onClick={() => {
              setCategory('All');
              setDifficulty('All');
            }}
          >
            Show all guides
          </Button>
        </div>
      )}
    </div>
  );
}
