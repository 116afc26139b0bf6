/** Below 941 px most pages show the onboarding page that points to the mobile apps. */
export const MOBILE_QUERY = '(max-width:940px)';
