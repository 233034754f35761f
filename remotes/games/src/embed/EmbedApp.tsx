import { DEFAULT_AGE_GROUP, isAgeGroup } from '@dreampitch/domain';
import { useEffect, type CSSProperties } from 'react';
import { DecisionDrill } from '../features/decision-drill/DecisionDrill';
import { DRILL_INTRO } from '../features/decision-drill/drillMachine';
import {
  EMBED_MESSAGE_SOURCE,
  parseAccent,
  parseOrigin,
  readEmbedParams,
  type EmbedMessage,
} from './protocol';
import './embed.css';

export interface EmbedAppProps {
  /** The URL query of the embed page (set by the loader). */
  search: string;
  /** Where 'Play more at DreamPitch' leads. */
  appUrl: string;
  /** Delivers a message to the host page; the embed page never posts anywhere else. */
  post: (message: EmbedMessage, targetOrigin: string) => void;
}

/**
 * The Decision Drill as partner sites show it: anonymous (no sign-in, no backend, nothing stored), scores kept in
 * memory, and every result reported to the host page only.
 */
export function EmbedApp({ search, appUrl, post }: EmbedAppProps) {
  const params = readEmbedParams(search);
  const host = parseOrigin(params.host);
  const ageGroup = isAgeGroup(params.ageGroup) ? params.ageGroup : DEFAULT_AGE_GROUP;
  const accent = parseAccent(params.accent);

  useEffect(() => {
    if (!host) return;
    post({ source: EMBED_MESSAGE_SOURCE, type: 'ready', detail: { version: 1 } }, host);
    const report = () =>
      post(
        {
          source: EMBED_MESSAGE_SOURCE,
          type: 'resize',
          detail: { height: Math.ceil(document.documentElement.getBoundingClientRect().height) },
        },
        host,
      );
    report();
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [host, post]);

  return (
    <main
      className="games-embed"
      style={accent ? ({ '--games-embed-accent': accent } as CSSProperties) : undefined}
    >
      <h1 className="games-embed__title">Decision Drill</h1>
      <p className="games-embed__intro">{DRILL_INTRO}</p>
      <DecisionDrill
        ageGroup={ageGroup}
        onFinish={(result) => {
          if (!host) return;
          post(
            {
              source: EMBED_MESSAGE_SOURCE,
              type: 'finished',
              detail: { score: result.score, maxScore: result.maxScore, accuracy: result.accuracy },
            },
            host,
          );
        }}
      />
      <p className="games-embed__more">
        <a href={appUrl} target="_blank" rel="noopener">
          Play more at DreamPitch<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </main>
  );
}
