/** Shaped like an Unsplash `GET /search/photos` answer. */
export const unsplashSearch = {
  total: 10000,
  total_pages: 5000,
  results: [
    {
      id: 'eOLpJytrbsQ',
      slug: 'white-kitchen-with-wooden-open-shelves-eOLpJytrbsQ',
      created_at: '2019-08-21T09:14:41-04:00',
      updated_at: '2024-05-01T06:11:03-04:00',
      width: 4000,
      height: 6000,
      color: '#d9d9d9',
      blur_hash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
      likes: 318,
      description: null,
      alt_description: 'white kitchen with wooden open shelves and subway tile backsplash',
      urls: {
        raw: 'https://images.unsplash.com/photo-1556911220-bff31c812dba?ixid=M3w1',
        full: 'https://images.unsplash.com/photo-1556911220-bff31c812dba?ixid=M3w1&q=85&fm=jpg',
        regular: 'https://images.unsplash.com/photo-1556911220-bff31c812dba?ixid=M3w1&w=1080',
        small: 'https://images.unsplash.com/photo-1556911220-bff31c812dba?ixid=M3w1&w=400',
        thumb: 'https://images.unsplash.com/photo-1556911220-bff31c812dba?ixid=M3w1&w=200',
      },
      links: {
        self: 'https://api.unsplash.com/photos/eOLpJytrbsQ',
        html: 'https://unsplash.com/photos/white-kitchen-with-wooden-open-shelves-eOLpJytrbsQ',
        download: 'https://unsplash.com/photos/eOLpJytrbsQ/download?ixid=M3w1',
        download_location: 'https://api.unsplash.com/photos/eOLpJytrbsQ/download?ixid=M3w1',
      },
      user: {
        id: 'QPxL2MGqfrw',
        username: 'mariaorlova',
        name: 'Maria Orlova',
        links: {
          self: 'https://api.unsplash.com/users/mariaorlova',
          html: 'https://unsplash.com/@mariaorlova',
          photos: 'https://api.unsplash.com/users/mariaorlova/photos',
        },
      },
      tags: [
        { type: 'search', title: 'kitchen' },
        { type: 'search', title: 'interior' },
      ],
    },
    {
      id: 'Hb6uWq0i4MI',
      created_at: '2021-03-02T12:00:00Z',
      likes: 42,
      description: 'Garden bed we built last spring',
      alt_description: 'green plants in raised wooden bed',
      urls: { regular: 'https://images.unsplash.com/photo-1591857177580-dc82b9ac4e1e?w=1080' },
      links: { html: 'https://unsplash.com/photos/Hb6uWq0i4MI' },
      user: {
        username: 'greenthumb',
        name: 'Jo Green',
        links: { html: 'https://unsplash.com/@greenthumb' },
      },
    },
  ],
};
