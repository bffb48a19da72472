import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('has working defaults', () => {
    const config = readConfig({}, '/srv/platform/server');
    expect(config).toMatchObject({
      port: 8090,
      host: '127.0.0.1',
      dataDir: '/srv/platform/server/.data',
      databaseUrl: null,
      redisUrl: null,
      testMode: false,
      captchaRequired: true,
      loginAttemptsPerMinute: 10,
      corsOrigins: null,
      jwtSecret: null,
      production: false,
      sportsFeedRate: 20,
      sportsBetDelayMs: 3000,
      sportsClockSpeed: 1,
      chatSocketsPerPerson: 5,
      chatSocketsPerAddress: 30,
      chatSendsPerPerson: 10,
    });
  });

  it('reads the site access region header and the login limits, off and generous by default', () => {
    expect(readConfig({})).toMatchObject({
      siteRegionHeader: null,
      loginLimits: { devicesPerMember: 200, membersPerAddressPerHour: 500 },
    });
    expect(
      readConfig({
        SITE_REGION_HEADER: 'CF-IPCountry',
        MEMBER_MAX_DEVICES: '5',
        RISKY_LOGIN_MEMBERS_PER_ADDRESS: '40',
      }),
    ).toMatchObject({
      siteRegionHeader: 'cf-ipcountry',
      loginLimits: { devicesPerMember: 5, membersPerAddressPerHour: 40 },
    });
    expect(() => readConfig({ SITE_REGION_HEADER: 'cf ipcountry' })).toThrow(/SITE_REGION_HEADER/);
  });

  it('reads every variable', () => {
    const config = readConfig(
      {
        PORT: '18090',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/api',
        DATABASE_URL: 'postgres://u:p@db/platform',
        PLATFORM_TEST_MODE: '1',
        CORS_ORIGINS: 'https://a.example.com, https://b.example.com',
        JWT_SECRET: 's3cret',
        NODE_ENV: 'production',
        CAPTCHA_REQUIRED: 'false',
        LOGIN_RATE_LIMIT: '500',
        SPORTS_FEED_RATE: '4000',
        SPORTS_BET_DELAY_MS: '1500',
        SPORTS_CLOCK_SPEED: '12.5',
        CHAT_SOCKETS_PER_PERSON: '7',
        CHAT_SOCKETS_PER_ADDRESS: '40',
        CHAT_SENDS_PER_PERSON: '25',
      },
      '/x',
    );
    expect(config).toMatchObject({
      port: 18090,
      host: '0.0.0.0',
      dataDir: '/var/lib/api',
      databaseUrl: 'postgres://u:p@db/platform',
      testMode: true,
      captchaRequired: false,
      loginAttemptsPerMinute: 500,
      corsOrigins: ['https://a.example.com', 'https://b.example.com'],
      jwtSecret: 's3cret',
      production: true,
      sportsFeedRate: 4000,
      sportsBetDelayMs: 1500,
      sportsClockSpeed: 12.5,
      chatSocketsPerPerson: 7,
      chatSocketsPerAddress: 40,
      chatSendsPerPerson: 25,
    });
  });

  it('requires CORS_ORIGINS in production and never takes "*"', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/CORS_ORIGINS/);
    expect(() => readConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(readConfig({ NODE_ENV: 'production', CORS_ORIGINS: 'https://www.example.com' }).corsOrigins).toEqual([
      'https://www.example.com',
    ]);
  });

  it('refuses sports settings out of range', () => {
    expect(readConfig({ SPORTS_FEED_RATE: '0' }).sportsFeedRate).toBe(0);
    expect(readConfig({ SPORTS_BET_DELAY_MS: '0' }).sportsBetDelayMs).toBe(0);
    expect(() => readConfig({ SPORTS_FEED_RATE: '-5' })).toThrow(/SPORTS_FEED_RATE/);
    expect(() => readConfig({ SPORTS_FEED_RATE: '2.5' })).toThrow(/SPORTS_FEED_RATE/);
    expect(() => readConfig({ SPORTS_FEED_RATE: '20001' })).toThrow(/SPORTS_FEED_RATE/);
    expect(() => readConfig({ SPORTS_BET_DELAY_MS: 'soon' })).toThrow(/SPORTS_BET_DELAY_MS/);
    expect(() => readConfig({ SPORTS_CLOCK_SPEED: '0' })).toThrow(/SPORTS_CLOCK_SPEED/);
    expect(() => readConfig({ SPORTS_CLOCK_SPEED: 'fast' })).toThrow(/SPORTS_CLOCK_SPEED/);
  });

  it('reads TRUST_PROXY as a number of proxy hops or a list of proxy addresses, never "trust all"', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
  });

  it('takes the SMTP server and SMS gateway for codes only with their sender address and token', () => {
    expect(readConfig({}).messaging).toEqual({ smtp: null, smsGateway: null });
    expect(
      readConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', SMTP_FROM: 'no-reply@example.com' }).messaging.smtp,
    ).toEqual({
      url: 'smtps://u:p@mail.example.com:465',
      from: 'no-reply@example.com',
      timeoutMs: 10_000,
    });
    expect(
      readConfig({
        SMS_GATEWAY_URL: 'https://sms.example.com/send',
        SMS_GATEWAY_TOKEN: 'tok',
        SMS_GATEWAY_TIMEOUT_MS: '2000',
      }).messaging.smsGateway,
    ).toEqual({
      url: 'https://sms.example.com/send',
      token: 'tok',
      timeoutMs: 2_000,
    });
    expect(() => readConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/SMTP_FROM/);
    expect(() => readConfig({ SMTP_URL: 'http://mail.example.com', SMTP_FROM: 'a@b.c' })).toThrow(/SMTP_URL/);
    expect(() => readConfig({ SMS_GATEWAY_URL: 'https://sms.example.com' })).toThrow(/SMS_GATEWAY_TOKEN/);
    expect(() => readConfig({ SMS_GATEWAY_URL: 'sms.example.com', SMS_GATEWAY_TOKEN: 't' })).toThrow(/SMS_GATEWAY_URL/);
  });

  it('refuses a bad port', () => {
    expect(() => readConfig({ PORT: 'http' })).toThrow(/PORT/);
  });

  it('switches captchas off only when told so explicitly', () => {
    expect(readConfig({ CAPTCHA_REQUIRED: '0' }).captchaRequired).toBe(false);
    expect(readConfig({ CAPTCHA_REQUIRED: 'FALSE' }).captchaRequired).toBe(false);
    expect(readConfig({ CAPTCHA_REQUIRED: '1' }).captchaRequired).toBe(true);
    expect(readConfig({ CAPTCHA_REQUIRED: '' }).captchaRequired).toBe(true);
    expect(() => readConfig({ CAPTCHA_REQUIRED: 'no' })).toThrow(/CAPTCHA_REQUIRED/);
  });

  it('refuses a login rate limit that is not a positive integer', () => {
    expect(() => readConfig({ LOGIN_RATE_LIMIT: '0' })).toThrow(/LOGIN_RATE_LIMIT/);
    expect(() => readConfig({ LOGIN_RATE_LIMIT: 'lots' })).toThrow(/LOGIN_RATE_LIMIT/);
  });

  it('reads the adjustments four-eyes threshold, the withdrawals one when unset', () => {
    expect(readConfig({ WITHDRAW_FOUR_EYES_ABOVE: '800' }).console).toMatchObject({
      fourEyesAboveFen: 800_00,
      adjustFourEyesAboveFen: 800_00,
    });
    expect(readConfig({ WITHDRAW_FOUR_EYES_ABOVE: '800', ADJUST_FOUR_EYES_ABOVE: '300' }).console).toMatchObject({
      adjustFourEyesAboveFen: 300_00,
    });
    expect(readConfig({}).console.adjustFourEyesAboveFen).toBe(5_000_00);
    expect(() => readConfig({ ADJUST_FOUR_EYES_ABOVE: '-1' })).toThrow(/ADJUST_FOUR_EYES_ABOVE/);
  });
});
