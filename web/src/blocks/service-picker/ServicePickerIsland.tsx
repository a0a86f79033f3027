/**
 * The service picker on a page: the props the server made (island-data.ts); a card picked retitles
 * the page (spec §2.3) through the page's head (PageRetitleContext).
 */
import { useContext } from 'react';
import { ServicePicker, type ServicePickerProps } from '~/components/sections/ServicePicker.tsx';
import { PageRetitleContext } from '~/components/seo/retitle.ts';
import type { IslandProps } from '../islands.ts';

export function ServicePickerIsland({ blockId, data }: IslandProps) {
  const retitle = useContext(PageRetitleContext);
  return (
    <ServicePicker
      {...(data as unknown as Omit<ServicePickerProps, 'blockId' | 'onPick'>)}
      blockId={blockId}
      onPick={retitle}
    />
  );
}
