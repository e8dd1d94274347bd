// The offline basemap's palette, shared by the live map's style and its flat preview.
export const BASEMAP_COLORS = {
  water: '#dce6f0',
  land: '#f7f5f0',
  coast: '#b7c3d3',
  state: '#97a3b6',
  county: '#d5dae3',
  label: '#4f5b70',
};
