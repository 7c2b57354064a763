export { useOAuthActions } from './oauthActions';
export { OAUTH_CALLBACK_MESSAGE, StoreOAuthProvider } from './oauthProvider';
export { createOAuthSlice } from './oauthSlice';
export type { OAuthRecord, OAuthSlice } from './oauthSlice';
