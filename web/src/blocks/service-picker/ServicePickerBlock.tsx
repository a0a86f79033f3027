/** The service picker in the editor's frame (the page itself renders ServicePickerIsland). */
import type { SERVICE_PICKER } from '@vyoma/contract/blocks';
import { pickerIconElements } from '~/components/sections/picker-icons.tsx';
import { ServicePicker } from '~/components/sections/ServicePicker.tsx';
import type { BlockComponentProps } from '../types.ts';
import { servicePickerProps } from './props.ts';

export function ServicePickerBlock({ values, ctx, nth }: BlockComponentProps<typeof SERVICE_PICKER>) {
  return <ServicePicker {...servicePickerProps(values, ctx, nth, pickerIconElements)} />;
}
