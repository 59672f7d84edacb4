// The traced copy of MVVMEntity: the `InstrumentArchitecture` plugin writes its sources at build
// time from the files of Sources/MVVMEntity/ (see Sources/Tracing/README.md).
