// The traced copy of MVVMBinding: the `InstrumentArchitecture` plugin writes its sources at build
// time from the files of Sources/MVVMBinding/ (see Sources/Tracing/README.md).
