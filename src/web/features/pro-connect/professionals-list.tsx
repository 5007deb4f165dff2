import { ProfessionalCard } from './professional-card';
import { sampleProfessionals, type Professional } from './sample-pros';

export function ProfessionalsList({ onConnect }: { onConnect: (pro: Professional) => void }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="available-pros">
      <h2 id="available-pros" className="text-2xl font-bold tracking-tight">
        Available professionals
      </h2>
      <p className="mt-2 text-sm text-muted">Sample profiles: live sessions are not open yet.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {sampleProfessionals.map((pro) => (
          <li key={pro.id}>
            <ProfessionalCard pro={pro} onConnect={onConnect} />
          </li>
        ))}
      </ul>
    </section>
  );
}
