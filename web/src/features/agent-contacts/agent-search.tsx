import { Loader, Paper, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { resultKeyOf, licenceLabel, SEARCH_BLUR_CLOSE_MS, SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, contactMessages, type AgentResult } from '#shared/agent-contacts.js';
import { ApiError } from '../../api';
import { searchAgents } from './agent-contacts-api';
import classes from './agent-search.module.css';

interface AgentSearchProps {
  label: string;
  onPick: (agent: AgentResult) => void;
  error?: string | null;
  autoFocus?: boolean;
}

/**
 * The agent search (product/outreach.md §9): from 2 characters, 300 ms after the last keystroke, the
 * dropdown closing 150 ms after blur (so a click on a result still lands). An ARIA 1.2
 * combobox: the input keeps focus, arrows move the active option, Enter picks, Escape closes.
 */
export function AgentSearch({ label, onPick, error, autoFocus }: AgentSearchProps) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<AgentResult[]>([]);
  const [status, setStatus] = useState<'idle' | 'loading' | 'done' | 'failed'>('idle');
  const [failure, setFailure] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<number | undefined>(undefined);
  const listId = useId();
  const hintId = useId();
  const trimmed = query.trim();
  const isLongEnough = trimmed.length >= SEARCH_MIN_CHARS;

  useEffect(() => {
    if (!isLongEnough) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setStatus('loading');
      searchAgents(trimmed, controller.signal)
        .then((found) => {
          setResults(found);
          setActive(found.length ? 0 : -1);
          setStatus('done');
        })
        .catch((caught: unknown) => {
          if (controller.signal.aborted) return;
          setFailure(caught instanceof ApiError ? caught.message : 'Search failed');
          setStatus('failed');
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, isLongEnough]);

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  const shown = isLongEnough && status === 'done' ? results : [];
  const isExpanded = isOpen && shown.length > 0;
  const pick = (agent: AgentResult) => {
    setIsOpen(false);
    setQuery('');
    setResults([]);
    setStatus('idle');
    onPick(agent);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && shown.length) {
      event.preventDefault();
      setIsOpen(true);
      setActive((index) => (index + 1) % shown.length);
    } else if (event.key === 'ArrowUp' && shown.length) {
      event.preventDefault();
      setIsOpen(true);
      setActive((index) => (index <= 0 ? shown.length - 1 : index - 1));
    } else if (event.key === 'Enter' && isExpanded && active >= 0) {
      event.preventDefault();
      pick(shown[active]!);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setIsOpen(false);
    }
  };

  const message = !isLongEnough
    ? contactMessages.typeMore
    : status === 'loading'
      ? 'Searching…'
      : status === 'failed'
        ? failure
        : status === 'done' && results.length === 0
          ? `No agent found for “${trimmed}”.`
          : status === 'done'
            ? `${results.length} agent${results.length === 1 ? '' : 's'} found. Use the arrow keys to choose.`
            : '';

  return (
    <div className={classes.root}>
      <TextInput
        label={label}
        value={query}
        autoFocus={autoFocus}
        autoComplete="off"
        placeholder="Name or licence number"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listId}
        aria-activedescendant={isExpanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={hintId}
        error={error}
        rightSection={status === 'loading' ? <Loader size="xs" aria-hidden /> : null}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setIsOpen(true);
        }}
        onFocus={() => {
          window.clearTimeout(blurTimer.current);
          setIsOpen(true);
        }}
        onBlur={() => {
          blurTimer.current = window.setTimeout(() => setIsOpen(false), SEARCH_BLUR_CLOSE_MS);
        }}
        onKeyDown={onKeyDown}
      />
      <Text id={hintId} size="sm" c="dimmed" mt={4} aria-live="polite">
        {message}
      </Text>
      <Paper withBorder shadow="md" className={classes.dropdown} hidden={!isExpanded}>
        <ul id={listId} role="listbox" aria-label={`${label}: results`} className={classes.list}>
          {shown.map((agent, index) => (
            // The option itself takes the click: focus stays in the input (aria-activedescendant), so no button inside.
            <li
              key={resultKeyOf(agent)}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={classes.option}
              data-active={index === active || undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(agent)}
            >
              {/* Lines of one option, not paragraphs: a bold paragraph over a small one reads as a heading. */}
              <Text span display="block" fw={600} size="sm">
                {agent.full_name}
              </Text>
              <Text span display="block" size="xs" c="dimmed">
                {licenceLabel(agent.license_number, true)} · {agent.source === 'agent' ? 'Registered agent' : agent.type}
              </Text>
            </li>
          ))}
        </ul>
      </Paper>
    </div>
  );
}
