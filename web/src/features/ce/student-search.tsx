import { Alert, Badge, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { StudentResult } from '#shared/ce.js';
import { SEARCH_MIN, useStudentSearch } from './use-student-search';
import classes from './student-search.module.css';

interface Props {
  token: string;
  onSelect: (student: StudentResult) => void;
}

/** Find yourself by name (product/outreach.md §2): each result with its role, licence, and 'Already Attended' (not selectable). */
export function StudentSearch({ token, onSelect }: Props) {
  const [query, setQuery] = useState('');
  const search = useStudentSearch(token, query);
  const isShort = query.trim().length < SEARCH_MIN;
  return (
    <Stack gap="sm">
      <TextInput
        label="Find your name"
        description="Start typing your first or last name"
        placeholder="e.g. Rivera"
        size="md"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        autoComplete="off"
        autoCapitalize="words"
        enterKeyHint="search"
        rightSection={search.status === 'searching' ? <Loader size="xs" aria-hidden /> : null}
        data-autofocus
      />
      <div aria-live="polite" role="status">
        {isShort ? (
          <Text size="sm" c="dimmed">
            Type at least 2 characters to search...
          </Text>
        ) : search.status === 'searching' ? (
          <Text size="sm" c="dimmed">
            Searching…
          </Text>
        ) : search.status === 'done' ? (
          <Text size="sm" c="dimmed">
            {search.results.length === 0 ? 'No one found by that name. Check the spelling or try your last name.' : `${search.results.length} found`}
          </Text>
        ) : null}
      </div>
      {search.status === 'error' && (
        <Alert color="red" variant="light" role="alert">
          {search.message}
        </Alert>
      )}
      {search.status === 'done' && search.results.length > 0 && (
        <ul className={classes.list} aria-label="People found">
          {search.results.map((student) => (
            <li key={student.license_number}>
              <UnstyledButton className={classes.result} disabled={student.already_attended} onClick={() => onSelect(student)} aria-describedby={`licence-${student.license_number}`}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div>
                    <Text fw={600}>{student.full_name}</Text>
                    <Text size="sm" c="dimmed" id={`licence-${student.license_number}`}>
                      Licence {student.license_number}
                      {student.already_attended ? ', already attended' : ''}
                    </Text>
                  </div>
                  <Stack gap={4} align="flex-end">
                    <Badge variant="filled" color="brand.7">
                      {student.role}
                    </Badge>
                    {student.already_attended && (
                      <Badge variant="filled" color="green.9" aria-hidden>
                        Already Attended
                      </Badge>
                    )}
                  </Stack>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
