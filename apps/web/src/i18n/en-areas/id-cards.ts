/**
 * The English texts only the ID-card application screens use (features/id-cards): added when one of them loads
 * (features/id-cards/english.ts), not with every screen. ../en.ts joins every part into the catalogue.
 */
export const enIdCards = {
  card: {
    universityIdCard: 'University ID Card',
    cannotApplyNew: 'You cannot apply for a new card now',
    applyForType: 'Apply for a {{type}} card',
    applyForNew: 'Apply for a new card',
    submitApplication: 'Submit Application',
    duplicateIdCard: 'Duplicate ID Card',
    cannotApplyDuplicate: 'You cannot apply for a duplicate card now',
    attemptTitle: '{{type}} card (card number {{attempt}})',
    feeNote: 'The fee is <b>{{fee}}</b>. After you apply, download the bank challan, pay it at the bank, and the card office prepares your card once the fee is received.',
    contactNumber: 'Contact Number',
    guardianContactNumber: 'Guardian Contact Number',
    bloodGroup: 'Blood Group',
    select: 'Select…',
    address: 'Address',
    photo: 'Photo (JPEG)',
    choosePhoto: 'Choose a photo',
    keepPhoto: 'Keep the photo on file',
    photoPreview: 'Photo preview',
    noPhotoChosen: 'No photo chosen',
    photoHint: 'A recent passport-size photo with a plain background. A photo of any size will do: the framed part is sent, made smaller to at most {{kb}} KB.',
    correctFields: 'Please correct the highlighted fields.',
    updateCardRequest: 'Update Card Request',
    requestNotFound: 'Request not found',
    referenceLine: 'Reference No {{ref}} · {{type}} card',
    cardOfficeComment: 'Card office: {{comment}}',
    notWaiting: 'This request is not waiting for you; nothing needs to be changed.',
    submitAgain: 'Submit Again',
  },
};
