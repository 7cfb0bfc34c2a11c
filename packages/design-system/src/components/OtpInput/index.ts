export { OtpInput, type OtpInputProps } from './OtpInput.tsx';
