export type { OAuthRecord } from './oauthSlice';
