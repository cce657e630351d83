import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

type AppModalProps = Omit<ModalRootProps, 'title' | 'children'> & { title: ReactNode; children: ReactNode };

/**
 * Mantine's Modal with two accessibility fixes: its header is a <header> outside any
 * sectioning element, which axe reports as a second page banner, and its close button
 * has no name. Built from the compound parts so both can be set.
 */
export function AppModal({ title, children, ...props }: AppModalProps) {
  return (
    <Modal.Root centered {...props}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700} fz="lg">
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
