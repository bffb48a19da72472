import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appStore, siteInfoAtom } from 'shared/state';
import { renderPage, setTestBrand } from '../render-page';
import { HelpCenterPage } from './HelpCenterPage';
import { helpTopicTitleKey, helpTopics } from './topics';

function visit(route: string) {
  renderPage(<HelpCenterPage />, { route, path: '/app/help/:topic?' });
}

beforeEach(() => setTestBrand());

describe('help centre', () => {
  it('opens a deep link on its topic with the menu item active', () => {
    visit('/app/help/rqgl');
    expect(screen.getByRole('heading', { level: 1, name: '让球规则' })).toBeInTheDocument();
    expect(screen.getByTestId('help-menu-rqgl')).toHaveClass('active');
    expect(screen.getByTestId('help-menu-kh')).not.toHaveClass('active');
    expect(screen.getByText(/主队让0.5球/)).toBeInTheDocument();
  });

  it('shows account opening at /app/help', () => {
    visit('/app/help');
    expect(screen.getByRole('heading', { level: 1, name: '开户指南' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown topic', () => {
    visit('/app/help/nope');
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
  });

  it('lists the payout caps in the terms topic', () => {
    visit('/app/help/gztk');
    const table = screen.getByTestId('payout-caps');
    expect(table).toHaveTextContent('1,500,000 美元');
    expect(table).toHaveTextContent('25,000 美元');
    expect(screen.getByText(/14天内/)).toBeInTheDocument();
  });

  it('puts the site name into the about topic', () => {
    visit('/app/help/gywm');
    expect(screen.getByRole('heading', { level: 2, name: '星耀体育' })).toBeInTheDocument();
  });

  it('offers the customer service button on zxkf', () => {
    visit('/app/help/zxkf');
    expect(screen.getByTestId('help-open-service')).toHaveTextContent('联系在线客服');
  });
});

describe('the deposit topic', () => {
  it('is listed while deposits are on', () => {
    expect(helpTopics(true)).toContain('ck');
    visit('/app/help/ck');
    expect(screen.getByRole('heading', { level: 1, name: '存款帮助' })).toBeInTheDocument();
  });

  it('is left out of the topics and the menu, and not found, when the site setting is off', () => {
    expect(helpTopics(false)).not.toContain('ck');
    expect(helpTopics(false)).toHaveLength(helpTopics(true).length - 1);
    appStore.set(siteInfoAtom, {
      ip: '127.0.0.1',
      siteBaseConfig: {
        title: '星耀体育',
        h5DomainUrl: '',
        keywords: '',
        description: '',
        professionalEdition: 0,
        depositSwitch: 0,
      },
    });
    visit('/app/help/ck');
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
  });

  it('is hidden by the build flag too', () => {
    setTestBrand({ flags: { depositEnabled: false } });
    visit('/app/help/kh');
    expect(screen.queryByTestId('help-menu-ck')).toBeNull();
    expect(screen.getByTestId('help-menu-qk')).toBeInTheDocument();
  });
});

describe('helpTopicTitleKey', () => {
  it('names the title key of a topic, the default topic, and nothing for an unknown one', () => {
    expect(helpTopicTitleKey('rqgl')).toBe('helpTopicTitles.rqgl');
    expect(helpTopicTitleKey(undefined)).toBe('helpTopicTitles.kh');
    expect(helpTopicTitleKey('nope')).toBeNull();
  });
});
