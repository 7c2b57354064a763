// The connector command with the served package's version, so every place that shows it shows the same.
import { useEffect, useState } from 'react';
import { connectorCommand, loadConnectorVersion } from './installAssets';

/** The bare command until connector.json is read (and where the build made none). */
export function useConnectorCommand(configFile?: string): string {
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // It never rejects: a missing or unreadable manifest is null.
    void loadConnectorVersion().then((loaded) => live && setVersion(loaded));
    return () => {
      live = false;
    };
  }, []);
  return connectorCommand(configFile, version);
}
