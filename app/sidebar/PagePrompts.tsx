// Questions the connected page raises: may it use the tools, and should its suggested servers be added.
import { useShallow } from 'zustand/react/shallow';
import { isOpaqueOrigin } from '../../bridge/hub/opaqueOrigin';
import { GrantPrompt } from '../features/consent/GrantPrompt';
import { OpaqueOriginNotice } from '../features/consent/OpaqueOriginNotice';
import { SuggestedServerPrompt } from '../features/servers/SuggestedServerPrompt';
import { isGranted, selectOriginToAsk } from '../features/consent/grants';
import { useAppStore } from '../core/context';
import { useConsentActions } from '../features/consent/consentActions';
import { useServerActions } from '../features/servers/serverActions';

export function PagePrompts() {
  const consentActions = useConsentActions();
  const serverActions = useServerActions();
  const { askOrigin, origin, granted, suggested, ignored, servers, dismissOrigin, ignoreSuggestion } =
    useAppStore(
      useShallow((s) => ({
        askOrigin: selectOriginToAsk(s),
        origin: s.page.origin,
        granted: isGranted(s, s.page.origin),
        suggested: s.page.info?.suggestedServers,
        ignored: s.ignoredSuggestions,
        servers: s.servers,
        dismissOrigin: s.dismissOrigin,
        ignoreSuggestion: s.ignoreSuggestion,
      })),
    );
  // Only a page the user allowed may suggest (the hub also withholds them until then), and only new
  // suggestions: not ignored, and no server with that URL yet.
  const suggestions = (granted ? (suggested ?? []) : []).filter(
    (x) => !ignored[x.url] && !servers.some((server) => server.url === x.url),
  );
  if (!askOrigin && (!origin || suggestions.length === 0)) return null;
  return (
    <div className="flex flex-col gap-2 px-3 pt-2">
      {askOrigin && isOpaqueOrigin(askOrigin) && <OpaqueOriginNotice />}
      {askOrigin && !isOpaqueOrigin(askOrigin) && (
        <GrantPrompt
          origin={askOrigin}
          onAsk={() => consentActions.requestGrant(askOrigin)}
          onDismiss={() => dismissOrigin(askOrigin)}
        />
      )}
      {origin &&
        suggestions.map((server) => (
          <SuggestedServerPrompt
            key={server.url}
            site={origin}
            server={server}
            onAdd={() => serverActions.addSuggestedServer(origin, server)}
            onIgnore={() => ignoreSuggestion(server.url)}
          />
        ))}
    </div>
  );
}
