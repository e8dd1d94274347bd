// Where the app shell puts what a feature renders outside its own box. The shell (src/app) and the
// results (features/results) meet here, since features never import the app.

/** Wide screens: filters, results and a side column (map, lead types) side by side. */
export const SIDE_BY_SIDE = '(min-width: 1200px)';

/** The side column's place for the lead-type summary, under the map. */
export const LEAD_TYPES_SLOT_ID = 'lead-types-slot';
