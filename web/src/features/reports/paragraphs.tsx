import { Text } from '@mantine/core';
import { splitParagraphs } from './report-sections';
import classes from './report-sections.module.css';

/** Inspector's text as written: blank lines part paragraphs, single line breaks stay. */
export function Paragraphs({ text, size }: { text: string; size?: string }) {
  return splitParagraphs(text).map((paragraph, index) => (
    <Text key={index} size={size} mb="sm" className={classes.paragraphs}>
      {paragraph}
    </Text>
  ));
}

/** Focused headings clear the fixed 60 px app header when the browser scrolls to them. */
export const HEADING_STYLE = { scrollMarginTop: 80 } as const;
