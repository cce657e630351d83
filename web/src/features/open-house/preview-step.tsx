import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type Dispatch, type ReactNode } from 'react';
import { SAMPLE_SIZE, type PreviewReply } from '#shared/open-house.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { canImport, type ImporterAction, type PreviewedRequest } from './import-state';
import { IssueList } from './issue-list';
import { importListings } from './open-house-api';
import { ParsedListingList } from './parsed-listing-list';
import { PreviewSummary } from './preview-summary';

interface Props {
  preview: PreviewReply;
  request: PreviewedRequest;
  skipDuplicates: boolean;
  isWide: boolean;
  dispatch: Dispatch<ImporterAction>;
}

/** Step 2: what an import would do; Import sends the same data again (product/outreach.md §4). */
export function PreviewStep({ preview, request, skipDuplicates, isWide, dispatch }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const isImportable = canImport(preview, skipDuplicates);

  const runImport = async () => {
    setError(null);
    setIsBusy(true);
    try {
      const reply = await importListings({ ...request, skip_duplicates: skipDuplicates });
      dispatch({ type: 'imported', reply });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR);
      setIsBusy(false);
    }
  };

  return (
    <Stack gap="lg">
      <PreviewSummary preview={preview} overrideDate={request.override_date} />
      <Section id="preview-sample" title="Sample of new listings" shown={preview.parsed_listings.length > 0}>
        <Text size="sm" c="dimmed">
          The first {Math.min(SAMPLE_SIZE, preview.parsed_listings.length)} of {preview.new_listings.toLocaleString('en-US')} new listings.
        </Text>
        <ParsedListingList listings={preview.parsed_listings} labelledBy="preview-sample" isWide={isWide} />
      </Section>
      <Section id="preview-duplicates" title="Duplicates" shown={preview.duplicate_listings.length > 0}>
        <Text size="sm" c="dimmed">
          Already imported for the same date (same MLS number).
        </Text>
        <ParsedListingList listings={preview.duplicate_listings} labelledBy="preview-duplicates" isWide={isWide} />
      </Section>
      <Section id="preview-errors" title="Errors" shown={preview.error_details.length > 0}>
        <Text size="sm" c="dimmed">
          These items are not imported. Correct them in the file and preview again to include them.
        </Text>
        <IssueList issues={preview.error_details} labelledBy="preview-errors" />
      </Section>
      <Section id="preview-warnings" title="Warnings: no usable coordinates" shown={preview.warning_details.length > 0}>
        <Text size="sm" c="dimmed">
          These listings are imported, but left out of the map and of routes.
        </Text>
        <IssueList issues={preview.warning_details} labelledBy="preview-warnings" />
      </Section>
      {preview.duplicates > 0 && (
        <Checkbox
          label="Skip duplicates"
          description="Leave listings already imported as they are. Turn off to update them with this data."
          checked={skipDuplicates}
          onChange={(event) => dispatch({ type: 'setSkipDuplicates', skipDuplicates: event.currentTarget.checked })}
          disabled={isBusy}
        />
      )}
      {!isImportable && (
        <Alert color="gray" variant="light">
          {preview.duplicates > 0 ? 'Nothing new to import. Turn off Skip duplicates to update the listings already imported.' : 'Nothing to import.'}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert" variant="light">
          {error}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Button variant="default" onClick={() => dispatch({ type: 'back' })} disabled={isBusy}>
            Back
          </Button>
          <Button variant="subtle" onClick={() => dispatch({ type: 'startOver' })} disabled={isBusy}>
            Start over
          </Button>
        </Group>
        {isImportable && (
          <Button onClick={() => void runImport()} loading={isBusy}>
            Import
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function Section({ id, title, shown, children }: { id: string; title: string; shown: boolean; children: ReactNode }) {
  if (!shown) return null;
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
