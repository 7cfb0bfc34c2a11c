import { describe, expect, it } from 'vitest';
import { apiConfig } from './config.ts';

describe('apiConfig', () => {
  it('puts the three APIs and the socket on the page origin by default', () => {
    expect(apiConfig({}, 'https://royal.example.com')).toEqual({
      main: 'https://royal.example.com/api',
      data: 'https://royal.example.com/data',
      bet: 'https://royal.example.com/bet',
      socket: 'https://royal.example.com',
    });
  });

  it('takes each base from the build configuration, without a trailing slash', () => {
    const config = apiConfig(
      {
        VITE_MAIN_API_URL: 'https://api.example.com/',
        VITE_DATA_API_URL: 'https://data.example.com',
        VITE_BET_API_URL: ' https://bet.example.com ',
        VITE_SOCKET_URL: '',
      },
      'https://royal.example.com',
    );
    expect(config).toEqual({
      main: 'https://api.example.com',
      data: 'https://data.example.com',
      bet: 'https://bet.example.com',
      socket: 'https://royal.example.com',
    });
  });
});
