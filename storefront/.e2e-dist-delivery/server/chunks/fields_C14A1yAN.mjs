// ../shared/src/constants/fields.ts
/** Database column lengths; forms and validators use the same limits, so accepted input always fits its column. */
var FIELD_LENGTHS = {
	shop: {
		name: 200,
		location: 200,
		address: 500,
		description: 5e3,
		phone: 20,
		email: 100,
		website: 200,
		status: 20,
		profileImageUrl: 500,
		paymentProofUrl: 500,
		paymentReference: 100
	},
	product: {
		name: 200,
		description: 5e3
	},
	category: {
		name: 100,
		slug: 100,
		icon: 50
	},
	contactMessage: {
		senderName: 100,
		senderPhone: 20,
		senderEmail: 100
	},
	verificationCode: {
		code: 6,
		type: 20
	},
	passwordResetToken: { code: 6 },
	paymentTransaction: { paymentReference: 100 }
};
export { FIELD_LENGTHS as t };
