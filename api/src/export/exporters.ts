import { apiModules } from '../modules';
import type { Exporter } from './exporter';

export type { Exporter };

/** Everything staff can export, in the modules' order: a domain that stores what staff need lists its files in its `exporters`. */
export const exporters: Exporter[] = apiModules.flatMap((module) => module.exporters ?? []);
