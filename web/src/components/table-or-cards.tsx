import { Card, Stack, Table, type TableProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface TableOrCardsColumn<T> {
  header: ReactNode;
  /** A fixed share of the table, so sections of one page line up (`layout="fixed"`). */
  width?: string;
  cell: (item: T) => ReactNode;
}

export interface TableOrCardsProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  columns: readonly TableOrCardsColumn<T>[];
  /** One item on a phone: what the row says, as a person reads it on a card. */
  card: (item: T) => ReactNode;
  /** The table's width below which it scrolls inside its box (between a phone's and a desktop's). */
  minWidth: number;
  tableProps?: TableProps;
}

/** Mantine's md breakpoint, where the layout's sidebar folds away: a table from there, cards below. */
const WIDE_QUERY = '(min-width: 62em)';

/**
 * A list of records: a table on wide screens, a list of cards on phones, so a phone never
 * scrolls sideways to read a row (issue 28 point 6).
 */
export function TableOrCards<T>({ items, itemKey, columns, card, minWidth, tableProps }: TableOrCardsProps<T>) {
  const isWide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  if (!isWide) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Card component="li" key={itemKey(item)} withBorder radius="md" padding="md">
            {card(item)}
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped verticalSpacing="sm" {...tableProps}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th key={index} scope="col" w={column.width}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={itemKey(item)}>
              {columns.map((column, index) => (
                <Table.Td key={index}>{column.cell(item)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
