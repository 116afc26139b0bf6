import fs from 'node:fs';
import path from 'node:path';
import * as domain from '@colleghi/shared/domain';
import * as platform from '@colleghi/shared/platform';
import * as standalone from '@colleghi/shared/standalone';
import * as testing from '@colleghi/shared/testing';
import * as ui from '@colleghi/shared/ui';

// What each entry of @colleghi/shared gives the apps: the remotes rely on every one of these
// names, under that entry. There is no root entry: an import says which part it wants.
const ENTRIES: Record<string, { module: Record<string, unknown>; names: string[] }> = {
  platform: {
    module: platform,
    names: [
      'configureApi',
      'getApiBase',
      'sharedStore',
      'SharedStoreProvider',
      'atom',
      'useAtom',
      'useAtomValue',
      'useSetAtom',
      'STORAGE_KEYS',
      'tokenAtom',
      'userAtom',
      'userLoadingAtom',
      'startSession',
      'loadCurrentUser',
      'endSession',
      'setUnauthorizedHandler',
      'useSession',
      'request',
      'apiClient',
      'flattenFieldErrors',
      'globalErrorAtom',
      'login',
      'register',
      'lightRegister',
      'resetPassword',
      'confirmPasswordReset',
      'changePassword',
      'logoutOnServer',
      'getMe',
      'updateMe',
      'updateAuthUser',
      'searchCities',
      'searchOffices',
      'autocomplete',
      'showToast',
      'dayjs',
      'useDashboardVisit',
      'useDashboardData',
      'refreshOnLiveEvents',
      'useLiveUpdates',
      'useLiveStreamOpen',
      'enableWebPush',
      'disableWebPush',
      'forgetBrowserPush',
      'browserPushState',
    ],
  },
  domain: {
    module: domain,
    names: [
      'ROLES',
      'ROLE_LABELS',
      'formatEuro',
      'formatDate',
      'DEMAND_TYPE_VALUES',
      'DEMAND_STATUSES',
      'CANDIDATE_STATUSES',
      'DEMAND_TYPES',
      'DEMAND_TYPE_LABELS',
      'REQUESTER_TABS',
      'CANDIDATE_TABS',
      'ASSIGNEE_TABS',
      'CANCEL_WINDOW_MS',
      'EXPIRING_WINDOW_MS',
      'FEE_START',
      'GENERIC_SKILL_ID',
      'CHANCELLERY_SKILL_ID',
      'CHAMBER_OF_COMMERCE_SKILL_ID',
      'EVENT_TYPE_VALUES',
      'CREATABLE_EVENT_TYPES',
      'EVENT_STATUSES',
      'NOTICE_DAYS_VALUES',
      'RECORDS_FILTERS',
      'EVENT_TYPE_LABELS',
      'CREATABLE_TYPES',
      'TYPE_FILTERS',
      'NOTICE_CHOICES',
      'DEFAULT_START',
      'DEFAULT_DURATION_MINUTES',
      'TIME_STEP_MINUTES',
      'LATEST_TIME',
    ],
  },
  ui: {
    module: ui,
    names: [
      'theme',
      'AppThemeProvider',
      'SharedProviders',
      'SearchSelect',
      'ListSearchField',
      'DelayedLoader',
      'ConfirmDialog',
      'RightPanel',
      'ToastHost',
      'GlobalErrorModal',
      'InfiniteList',
      'PagedListView',
      'usePagedList',
      'DashboardWidgetCard',
    ],
  },
  standalone: { module: standalone, names: ['StandaloneShell'] },
  testing: {
    module: testing,
    names: [
      'makePaymentType',
      'makePlan',
      'makeVariant',
      'makeSubscription',
      'makePaymentRecord',
      'catalogueFixture',
    ],
  },
};

describe.each(Object.entries(ENTRIES))('@colleghi/shared/%s', (_entry, { module, names }) => {
  it.each(names)('exports %s', (name) => {
    expect(module[name]).toBeDefined();
  });
});

describe('the entries', () => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'),
  ) as { exports: Record<string, string>; main?: string };

  it('have no root: every import names its part', () => {
    expect(manifest.exports['.']).toBeUndefined();
    expect(manifest.main).toBeUndefined();
  });

  it('give each name from one entry only', () => {
    const seen = new Map<string, string>();
    const doubled: string[] = [];
    for (const [entry, module] of Object.entries({ platform, domain, ui, standalone })) {
      for (const name of Object.keys(module)) {
        if (seen.has(name)) doubled.push(`${name}: ${seen.get(name)} e ${entry}`);
        seen.set(name, entry);
      }
    }
    expect(doubled).toEqual([]);
  });
});

describe('the values the apps rely on', () => {
  it('has the documented storage keys and default API base', () => {
    expect(platform.STORAGE_KEYS).toEqual({
      authToken: 'auth_token',
      paymentToken: 'payment_token',
      userId: 'user_id',
      showSkillsButtons: 'show_skills_buttons',
      lastAnalyticsScreen: 'last_analytics_screen',
    });
    expect(platform.getApiBase()).toBe('http://localhost:8000/api/');
  });

  it('keeps the numeric constants of the activity exchange', () => {
    expect(domain.CANCEL_WINDOW_MS).toBe(120_000);
    expect(domain.EXPIRING_WINDOW_MS).toBe(86_400_000);
    expect(domain.FEE_START).toEqual({ CHANCELLERY: 20, DOMICILIARY: 35, SUBSTITUTE: 35 });
    expect([
      domain.GENERIC_SKILL_ID,
      domain.CHANCELLERY_SKILL_ID,
      domain.CHAMBER_OF_COMMERCE_SKILL_ID,
    ]).toEqual([12, 16, 17]);
  });

  it('registers the time zone plugins on the shared dayjs', () => {
    expect(platform.dayjs.tz('2026-03-10T09:30:00', 'Europe/Rome').format()).toBe(
      '2026-03-10T09:30:00+01:00',
    );
  });
});
