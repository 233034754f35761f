export default function SessionPlayerPage() {
  return null;
}
