// Builds the offline basemap's GeoJSON off the main thread: fetch a us-atlas TopoJSON file, convert, post back.
import type { Topology } from 'topojson-specification';
import { countyData, statesData } from './offline-basemap';

export interface BasemapDataRequest {
  kind: 'states' | 'counties';
  url: string;
}

export type BasemapDataReply = { ok: true; data: unknown } | { ok: false; error: string };

self.onmessage = async (event: MessageEvent<BasemapDataRequest>) => {
  const { kind, url } = event.data;
  let reply: BasemapDataReply;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Could not load map data (${response.status}).`);
    const topology = (await response.json()) as Topology;
    reply = { ok: true, data: kind === 'states' ? statesData(topology) : countyData(topology) };
  } catch (error) {
    reply = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
};
