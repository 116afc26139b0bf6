import * as shared from './index';

// The runtime surface of the contract: remotes rely on every one of these names.
const CONTRACT = [
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
  'http',
  'request',
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
  'ROLES',
  'ROLE_LABELS',
  'validateEmail',
  'validateEmailOrPhone',
  'validatePassword',
  'validateSigninPassword',
  'validateFiscalCode',
  'validatePhone',
  'validateRequired',
  'MESSAGES',
  'PASSWORD_HINT',
  'formatEuro',
  'formatDate',
  'dayjs',
  'theme',
  'AppThemeProvider',
  'SharedProviders',
  'SearchSelect',
  'DelayedLoader',
  'ConfirmDialog',
  'RightPanel',
  'showToast',
  'ToastHost',
  'GlobalErrorModal',
] as const;

describe('@colleghi/shared', () => {
  it.each(CONTRACT)('exports %s', (name) => {
    expect(shared[name]).toBeDefined();
  });

  it('has the documented storage keys and default API base', () => {
    expect(shared.STORAGE_KEYS).toEqual({
      authToken: 'auth_token',
      paymentToken: 'payment_token',
      userId: 'user_id',
      showSkillsButtons: 'show_skills_buttons',
      lastAnalyticsScreen: 'last_analytics_screen',
    });
    expect(shared.getApiBase()).toBe('http://localhost:8000/api/');
  });
});
