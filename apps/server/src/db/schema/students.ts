// Tables of the students area.
export {};
