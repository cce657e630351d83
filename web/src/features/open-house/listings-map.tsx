import { Box, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { Listing } from '#shared/open-house.js';
import type { ListingsMap as LeafletListingsMap } from './leaflet-map';

interface Props {
  id: string;
  /** The map's accessible name. */
  label: string;
  listings: readonly Listing[];
  selected: string | null;
  onSelect: (mls: string) => void;
}

/**
 * A Leaflet map of the listings with coordinates. Supplementary: the list is the
 * accessible view, so the map takes no scroll wheel and Tab passes through it. Leaflet
 * loads here, on first use, in a chunk of its own.
 */
export function ListingsMap({ id, label, listings, selected, onSelect }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletListingsMap | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [hasNoTiles, setHasNoTiles] = useState(false);
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });

  useEffect(() => {
    let made: LeafletListingsMap | null = null;
    let isLeft = false;
    import('./leaflet-map').then(
      ({ createListingsMap }) => {
        if (isLeft || !containerRef.current) return;
        made = createListingsMap(
          containerRef.current,
          (mls) => onSelectRef.current(mls),
          () => !isLeft && setHasNoTiles(true),
        );
        setMap(made);
      },
      () => !isLeft && setHasFailed(true),
    );
    return () => {
      isLeft = true;
      made?.destroy();
    };
  }, []);

  useEffect(() => map?.show(listings), [map, listings]);
  useEffect(() => map?.select(selected), [map, selected]);

  if (hasFailed) {
    return (
      <Text role="alert" size="sm" c="red.9">
        The map could not be loaded. The list below holds every open house.
      </Text>
    );
  }
  return (
    <Box pos="relative">
      <Box
        id={id}
        ref={containerRef}
        role="region"
        aria-label={label}
        h={{ base: 300, md: 420 }}
        bg="gray.1"
        style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)', isolation: 'isolate' }}
      />
      {/* Over the map's foot (the zoom buttons are at its top), so nothing below it moves; the dots and the list still work without streets. */}
      <div role="status">
        {hasNoTiles && (
          <Text size="sm" pos="absolute" bottom={8} left={8} right={8} px="sm" py={6} bg="white" c="dark.7" style={{ zIndex: 1, borderRadius: 'var(--mantine-radius-sm)', boxShadow: 'var(--mantine-shadow-xs)', pointerEvents: 'none' }}>
            The street map could not be loaded. The dots still show where each open house is, and the list below holds them all.
          </Text>
        )}
      </div>
    </Box>
  );
}
