// Tables of the clearance area.
export {};
