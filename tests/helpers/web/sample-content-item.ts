/** An inspiration item as `GET /api/inspiration` sends it, for checks of answers in the browser. */
export const sampleContentItem = {
  id: 'r-1',
  title: '  Floating shelves  ',
  description: 'Two boards and hidden brackets.',
  image_url: 'https://images.example/shelf.jpg',
  external_link: 'https://www.reddit.com/r/DIY/1',
  source: 'reddit',
  category: 'Storage',
  tags: ['shelves'],
  created_at: '2026-01-02T03:04:05Z',
};
