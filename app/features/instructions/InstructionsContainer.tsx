import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { InstructionsPanel } from './InstructionsPanel';
import { loadTokenCounter } from '../../../bridge/instructions';
import { instructionsOf } from './instructions';
import { isGranted } from '../consent';
import { useClipboard } from '../../core/clipboard';
import { useAppStore } from '../../core/context';
import { useInstructionsActions } from './instructionsActions';

export function InstructionsContainer({ canInsert }: { canInsert: boolean }) {
  const clipboard = useClipboard();
  const instructionsActions = useInstructionsActions();
  const input = useAppStore(
    useShallow((s) => ({
      servers: s.servers,
      tools: s.tools,
      policies: s.policies,
      settingsOverrides: s.settingsOverrides,
      page: s.page,
      pageTools: s.pageTools,
      pageToolsEnabled: s.pageToolsEnabled,
      customInstructions: s.customInstructions,
      instructionExclusions: s.instructionExclusions,
      toolDetail: s.toolDetail,
    })),
  );
  const { granted, setToolDetail, setCustom } = useAppStore(
    useShallow((s) => ({
      granted: isGranted(s, s.page.origin),
      setToolDetail: s.setToolDetail,
      setCustom: s.setCustomInstructions,
    })),
  );
  const { text, toolCount } = useMemo(() => instructionsOf(input), [input]);
  const [tokens, setTokens] = useState<{ text: string; count: number } | null>(null);
  useEffect(() => {
    let live = true;
    // Counting waits for typing to pause; the encoder itself loads once, on first use.
    const timer = setTimeout(() => {
      loadTokenCounter()
        .then((count) => live && setTokens({ text, count: count(text) }))
        .catch(() => undefined);
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);
  const pageActions = canInsert && granted;
  return (
    <InstructionsPanel
      text={text}
      tokens={tokens?.text === text ? tokens.count : null}
      toolCount={toolCount}
      detail={input.toolDetail}
      customInstructions={input.customInstructions}
      onDetailChange={setToolDetail}
      onCustomInstructionsChange={setCustom}
      onCopy={() => {
        clipboard.copy(text);
      }}
      onDownload={instructionsActions.downloadInstructions}
      {...(pageActions
        ? {
            onInsert: instructionsActions.insertInstructions,
            onAttach: instructionsActions.attachInstructions,
          }
        : {})}
    />
  );
}
