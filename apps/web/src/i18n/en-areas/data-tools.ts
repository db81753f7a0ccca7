/**
 * The English texts only the data-tools area's screens use (features/data-tools): added when one of them loads
 * (features/data-tools/english.ts), not with every screen. ../en.ts joins every part into the catalogue.
 */
export const enDataTools = {
  dataTools: {
    rollNo: 'Roll No',
    rollNoPlaceholder: 'e.g. 0012-BSCS-24',
    deleteRecord: 'DELETE RECORD',
    show: 'SHOW',
    delete: 'DELETE',
    confirmDeleteImage: 'Do you really want to delete the image of {{rollNo}}?',
    photoOf: 'Photo of {{rollNo}}',
    manageImageText: "Show a student's photo by roll number and delete it.",
    deleteRecordText: "Delete a student's record by roll number.",
  },
};
