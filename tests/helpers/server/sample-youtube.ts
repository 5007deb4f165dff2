/** Shaped like a YouTube Data API v3 `search.list` answer (part=snippet, type=video). */
export const youtubeSearch = {
  kind: 'youtube#searchListResponse',
  etag: 'q2d8Zr0u2y9l4mJ0dYb3sC2Xk1s',
  nextPageToken: 'CAIQAA',
  regionCode: 'US',
  pageInfo: { totalResults: 1000000, resultsPerPage: 2 },
  items: [
    {
      kind: 'youtube#searchResult',
      etag: 'Vb3rJ5oT0mQy',
      id: { kind: 'youtube#video', videoId: 'dQ9w4WgXcQ1' },
      snippet: {
        publishedAt: '2024-02-11T15:00:12Z',
        channelId: 'UCx8Zb3rJ5oT0mQyVb3rJ5oT',
        title: 'How to Fix a Leaky Faucet &amp; Stop the Drip (Don&#39;t Call a Plumber!)',
        description:
          'Step by step: shut off the supply valves, pull the handle, swap the cartridge. Parts list below.',
        thumbnails: {
          default: {
            url: 'https://i.ytimg.com/vi/dQ9w4WgXcQ1/default.jpg',
            width: 120,
            height: 90,
          },
          medium: {
            url: 'https://i.ytimg.com/vi/dQ9w4WgXcQ1/mqdefault.jpg',
            width: 320,
            height: 180,
          },
          high: {
            url: 'https://i.ytimg.com/vi/dQ9w4WgXcQ1/hqdefault.jpg',
            width: 480,
            height: 360,
          },
        },
        channelTitle: 'Weekend Fixer',
        liveBroadcastContent: 'none',
        publishTime: '2024-02-11T15:00:12Z',
      },
    },
    {
      kind: 'youtube#searchResult',
      etag: 'Ab1cD2eF3gH4',
      id: { kind: 'youtube#video', videoId: 'Zx7Yw6Vu5Ts' },
      snippet: {
        publishedAt: '2023-11-02T18:30:00Z',
        channelId: 'UCa1B2c3D4e5F6g7H8i9J0k',
        title: 'Build Floating Shelves in One Afternoon',
        description: 'Hidden brackets, a pocket-hole jig and a straight wall.',
        thumbnails: {
          default: {
            url: 'https://i.ytimg.com/vi/Zx7Yw6Vu5Ts/default.jpg',
            width: 120,
            height: 90,
          },
          high: {
            url: 'https://i.ytimg.com/vi/Zx7Yw6Vu5Ts/hqdefault.jpg',
            width: 480,
            height: 360,
          },
        },
        channelTitle: 'Shop Notes',
        liveBroadcastContent: 'none',
        publishTime: '2023-11-02T18:30:00Z',
      },
    },
  ],
};
