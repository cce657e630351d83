import { List, Text } from '@mantine/core';
import type { ItemIssue } from '#shared/open-house.js';
import { capList } from './capped';
import { describeIssue } from './issue-list-text';

/** Errors or warnings, one line each; a long list is cut at LIST_CAP with "and N more". */
export function IssueList({ issues, labelledBy }: { issues: readonly ItemIssue[]; labelledBy: string }) {
  const { shown, more } = capList(issues);
  return (
    <>
      <List size="sm" spacing={4} aria-labelledby={labelledBy}>
        {shown.map((issue, index) => (
          <List.Item key={`${issue.item}-${issue.field}-${index}`} style={{ overflowWrap: 'anywhere' }}>
            {describeIssue(issue)}
          </List.Item>
        ))}
      </List>
      {more > 0 && (
        <Text size="sm" c="dimmed" mt={4}>
          and {more.toLocaleString('en-US')} more
        </Text>
      )}
    </>
  );
}
