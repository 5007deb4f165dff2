/** Shaped like a Pinterest API v5 `GET /search/pins` answer (a PinsList). */
export const pinterestSearch = {
  items: [
    {
      id: '813744226450123456',
      created_at: '2023-06-14T19:22:05',
      link: 'https://www.example-diy-blog.com/mudroom-bench',
      title: 'Mudroom bench with cubbies',
      description: 'Build a bench with shoe cubbies and hooks from two sheets of plywood.',
      dominant_color: '#8c7b6b',
      alt_text: null,
      creative_type: 'REGULAR',
      board_id: '813744295163000001',
      board_section_id: null,
      board_owner: { username: 'fixwise' },
      is_owner: true,
      media: {
        media_type: 'image',
        images: {
          '150x150': {
            width: 150,
            height: 150,
            url: 'https://i.pinimg.com/150x150/0d/5a/aa/0d5aaa.jpg',
          },
          '400x300': {
            width: 400,
            height: 300,
            url: 'https://i.pinimg.com/400x300/0d/5a/aa/0d5aaa.jpg',
          },
          '600x': { width: 600, height: 900, url: 'https://i.pinimg.com/600x/0d/5a/aa/0d5aaa.jpg' },
          '1200x': {
            width: 1200,
            height: 1800,
            url: 'https://i.pinimg.com/1200x/0d/5a/aa/0d5aaa.jpg',
          },
        },
      },
      parent_pin_id: null,
      is_standard: true,
      has_been_promoted: false,
      note: '',
    },
    {
      id: '813744226450999999',
      created_at: '2024-01-03T08:00:00',
      link: null,
      title: '',
      description:
        'Painting kitchen cabinets without brush marks: degrease, sand, prime, two thin coats.',
      alt_text: 'Freshly painted green kitchen cabinets',
      board_owner: { username: 'fixwise' },
      media: {
        media_type: 'video',
        cover_image_url: 'https://i.pinimg.com/videos/thumbnails/originals/ab/cd/ef.0000000.jpg',
        video_url: null,
        duration: 31000,
        height: 1920,
        width: 1080,
      },
    },
  ],
  bookmark: 'Y2JVSG81V2sxcmNHRkdWbTlXVkZ',
};
