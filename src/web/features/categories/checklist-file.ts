import type { FreeResource } from './content/category-content';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A standalone, printable HTML page: checkboxes to tick by hand, no script, no outside files. */
export function checklistHtml(resource: FreeResource, categoryName: string): string {
  const sections = resource.sections
    .map(
      (section) =>
        `<h2>${escapeHtml(section.heading)}</h2>\n<ul>\n${section.items
          .map((item) => `  <li><span class="box"></span>${escapeHtml(item)}</li>`)
          .join('\n')}\n</ul>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(resource.title)} · Fixwise</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: #1c1917; }
  h1 { font-size: 1.6rem; margin-bottom: 0.2rem; }
  h2 { font-size: 1.1rem; margin-top: 1.5rem; border-bottom: 1px solid #d6d3d1; }
  ul { list-style: none; padding: 0; }
  li { display: flex; gap: 0.6rem; align-items: baseline; padding: 0.3rem 0; }
  .box { flex: none; width: 0.9rem; height: 0.9rem; border: 1.5px solid #1c1917; border-radius: 2px; }
  footer { margin-top: 2rem; font-size: 0.8rem; color: #57534e; }
</style>
</head>
<body>
<h1>${escapeHtml(resource.title)}</h1>
<p>${escapeHtml(resource.description)}</p>
${sections}
<footer>Fixwise ${escapeHtml(categoryName.toLowerCase())} projects · Print this page and tick each box as you go.</footer>
</body>
</html>
`;
}

/** Saves the checklist through a Blob link: made in the browser, nothing to fetch. */
export function downloadChecklist(resource: FreeResource, categoryName: string, slug: string) {
  const blob = new Blob([checklistHtml(resource, categoryName)], { type: 'text/html' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `fixwise-${slug}-${resource.id}.html`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL only holds memory.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
